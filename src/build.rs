//! The build script (Cargo.toml's `build`): the commit the binary is built
//! from, for `mextrain --version` and the home screen's footer
//! (`mextrain::COMMIT`). `MEXTRAIN_COMMIT` names it when building from
//! a source archive; otherwise `git rev-parse`, and `unknown` outside a git
//! checkout (or without git).
use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    (out.status.success() && !text.trim().is_empty()).then(|| text.trim().to_string())
}

fn main() {
    println!("cargo:rerun-if-env-changed=MEXTRAIN_COMMIT");
    println!("cargo:rerun-if-changed=src/build.rs");
    let commit = match std::env::var("MEXTRAIN_COMMIT") {
        Ok(c) if !c.trim().is_empty() => c.trim().to_string(),
        _ => {
            // Built again when HEAD moves: HEAD itself (a branch switched),
            // the branch it names (a commit) and the packed refs.
            if let Some(head) = git(&["rev-parse", "--git-path", "HEAD"]) {
                let mut watched = vec![head];
                if let Some(branch) = git(&["symbolic-ref", "-q", "HEAD"]) {
                    watched.extend(git(&["rev-parse", "--git-path", &branch]));
                }
                watched.extend(git(&["rev-parse", "--git-path", "packed-refs"]));
                for path in watched {
                    if std::path::Path::new(&path).exists() {
                        println!("cargo:rerun-if-changed={path}");
                    }
                }
            }
            git(&["rev-parse", "--short=12", "HEAD"]).unwrap_or_else(|| "unknown".into())
        }
    };
    println!("cargo:rustc-env=MEXTRAIN_COMMIT={commit}");
}
