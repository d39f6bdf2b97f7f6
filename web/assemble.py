"""Assembles dist/web from wasm-bindgen's output (already in dist/web) and
web/: index.html with assets/main.css inlined, the manifest, the icons, and
the service worker with this build's hash and the list of every file.
Run by `make web-build`."""
import hashlib, json, pathlib, shutil, sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
out = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "dist" / "web")
web = ROOT / "web"

css = (ROOT / "assets" / "main.css").read_text()
html = (web / "index.html").read_text().replace("/*MAIN_CSS*/", css)
(out / "index.html").write_text(html)
for name in ("manifest.webmanifest", "icon-192.png", "icon-512.png"):
    shutil.copyfile(web / name, out / name)

files = sorted(p for p in out.rglob("*") if p.is_file() and p.name != "sw.js")
digest = hashlib.sha256()
for p in files:
    digest.update(p.relative_to(out).as_posix().encode())
    digest.update(p.read_bytes())
shell = ["./"] + ["./" + p.relative_to(out).as_posix() for p in files]
sw = (web / "sw.js").read_text()
sw = sw.replace("%BUILD_HASH%", digest.hexdigest()[:16]).replace("%SHELL%", json.dumps(shell, indent=2))
(out / "sw.js").write_text(sw)
print(f"dist: {len(files) + 1} files in {out}, cache mextrain-{digest.hexdigest()[:16]}")
