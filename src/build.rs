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
    // `cfg(browser)`: code that runs in a browser page, the web build's or
    // the phone build's (`web` or `phone` on wasm32).
    println!("cargo::rustc-check-cfg=cfg(browser)");
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|a| a == "wasm32");
    let page = ["CARGO_FEATURE_WEB", "CARGO_FEATURE_PHONE"]
        .iter()
        .any(|f| std::env::var_os(f).is_some());
    if wasm && page {
        println!("cargo:rustc-cfg=browser");
    }
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
