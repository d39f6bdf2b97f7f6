"""Assembles dist/web from wasm-bindgen's output (already in dist/web) and
web/: index.html with assets/main.css inlined, the manifest, the icons, and
the service worker with this build's hash and the list of every file.
Run by `make web-build`.

`assemble.py --phone dist/web/phone` assembles the phone build
(`make phone-build`) from the same page: table mode's screens alone,
served by `mextrain serve` to the table links, so without the parts of
the page marked `full` (the manifest, the icons, the service worker, the
save state) and with those marked `phone`."""
import gzip, hashlib, json, pathlib, re, shutil, sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
args = [a for a in sys.argv[1:] if a != "--phone"]
mode = "phone" if "--phone" in sys.argv[1:] else "full"
out = pathlib.Path(args[0] if args else ROOT / "dist" / "web")
web = ROOT / "web"


def for_mode(page):
    """The page with the parts marked for the other build left out
    (`<!--full-->...<!--/full-->` in HTML, `/*full*/.../*/full*/` in a
    script or a style) and the marks of this one's dropped."""
    other = "phone" if mode == "full" else "full"
    page = re.sub(rf"<!--{other}-->.*?<!--/{other}-->", "", page, flags=re.S)
    page = re.sub(rf"/\*{other}\*/.*?/\*/{other}\*/", "", page, flags=re.S)
    for mark in (f"<!--{mode}-->", f"<!--/{mode}-->", f"/*/{mode}*/", f"/*{mode}*/"):
        page = page.replace(mark, "")
    assert "<!--full" not in page and "<!--phone" not in page, "a part of index.html is marked wrong"
    return page


def icon_uri():
    """The icon as a data URI, as `ui::icon_data_uri` writes it."""
    svg = (ROOT / "assets" / "icon.svg").read_text()
    for a, b in (("<", "%3C"), (">", "%3E"), ("#", "%23"), ('"', "'"), ("\n", " ")):
        svg = svg.replace(a, b)
    return "data:image/svg+xml;utf8," + svg

def ftl_value(text, key):
    """A one-line message's value in a Fluent file."""
    for line in text.splitlines():
        k, _, v = line.partition("=")
        if k.strip() == key and not line.startswith((" ", "#")):
            return v.strip()
    raise SystemExit(f"assemble: no {key} in a .ftl file")


# The app's code (wasm-bindgen's module, the wasm, the snippets) moves into
# a folder named by its hash, `app-<12 hex>/`: a browser may keep those
# files for good (`mextrain serve` sends them `immutable`), since another
# build has another folder, which the page (never kept without asking)
# names. The same code gives the same folder.
code = [out / "mextrain.js", out / "mextrain_bg.wasm"] + sorted(
    p for p in (out / "snippets").rglob("*") if p.is_file())
code_hash = hashlib.sha256()
for p in code:
    code_hash.update(p.relative_to(out).as_posix().encode())
    code_hash.update(p.read_bytes())
app_dir = "app-" + code_hash.hexdigest()[:12]
(out / app_dir).mkdir()
for name in ("mextrain.js", "mextrain_bg.wasm", "snippets"):
    if (out / name).exists():
        shutil.move(str(out / name), str(out / app_dir / name))

css = (ROOT / "assets" / "main.css").read_text()
langs = sorted(p.stem for p in (ROOT / "assets" / "i18n").glob("*.ftl"))
html = for_mode((web / "index.html").read_text()).replace("/*MAIN_CSS*/", css)
html = html.replace("/*BUILD*/", mode).replace("/*ICON*/", icon_uri())
for name in ("mextrain.js", "mextrain_bg.wasm"):
    assert f'"./{name}"' in html, f"index.html does not name ./{name}"
    html = html.replace(f'"./{name}"', f'"./{app_dir}/{name}"')
html = html.replace("/*LANGS*/[]", json.dumps(langs))
boot_keys = {"loading": "boot-loading", "joining": "boot-joining", "title": "table-join-title"}
boot = {}
for p in (ROOT / "assets" / "i18n").glob("*.ftl"):
    words = p.read_text(encoding="utf-8")
    boot[p.stem] = {name: ftl_value(words, key) for name, key in boot_keys.items()}
html = html.replace("/*BOOT*/{}", json.dumps(boot, ensure_ascii=False))


def csp_of(page):
    """The page's Content-Security-Policy: its own files, each inline script
    and style by the SHA-256 of its text, style attributes (the screens set
    them), the wasm, and `eval` (the screens' few calls into the page go
    through Dioxus's `document::eval`, which makes a Function of a string).
    `fetch` may go to a league host at any address (a league's games are
    sent from the browser). Written into the page as a <meta> for any
    static host, and as `csp.txt`, which `mextrain serve` sends as a header
    (with `frame-ancestors`, which a <meta> cannot carry)."""
    import base64, re
    def hashes(tag):
        found = re.findall(rf"<{tag}(?:\s[^>]*)?>(.*?)</{tag}>", page, flags=re.S)
        opening = re.findall(rf"<{tag}(\s[^>]*)?>", page)
        return sorted({"'sha256-" + base64.b64encode(hashlib.sha256(t.encode()).digest()).decode() + "'"
                       for t, o in zip(found, opening) if "src=" not in (o or "")})
    return "; ".join([
        "default-src 'self'",
        "script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval' " + " ".join(hashes("script")),
        "style-src-elem 'self' " + " ".join(hashes("style")),
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self' http: https:",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'none'",
    ])


policy = csp_of(html)
charset = '<meta charset="utf-8">\n'
assert charset in html, "index.html has no <meta charset>"
html = html.replace(charset, charset + '  <meta http-equiv="Content-Security-Policy" content="' + policy + '">\n', 1)
assert csp_of(html) == policy, "the policy's own <meta> changed what it hashes"
(out / "csp.txt").write_text(policy + "\n")
(out / "index.html").write_text(html)
if mode == "full":
    for name in ("icon-192.png", "icon-512.png"):
        shutil.copyfile(web / name, out / name)


def id_starts(name):
    """The starts of message ids listed in src/i18n/mod.rs's const `name`
    (`DESKTOP_ONLY`: the web build never shows them; `NOT_ON_THE_PHONE`
    and `ON_THE_PHONE`: the phone build's)."""
    src = (ROOT / "src" / "i18n" / "mod.rs").read_text()
    block = re.search(rf"const {name}: \[&\[u8\]; \d+\] = \[(.*?)\];", src, re.S)
    if not block:
        raise SystemExit(f"assemble: no {name} in src/i18n/mod.rs")
    return tuple(re.findall(r'b"([^"]+)"', block.group(1)))


def for_the_web(text, dropped, still=()):
    """A language's file as the web build keeps it (i18n's `for_the_web`):
    no comment lines, no message whose id starts as one of `dropped` but
    not as one of `still` (up to the next entry); every other line as it
    is."""
    kept, dropping = [], False
    for line in text.splitlines(keepends=True):
        if line.startswith("#"):
            dropping = False
            continue
        if line[:1].isascii() and (line[:1].isalpha() or line[:1] == "-"):
            dropping = line.startswith(dropped) and not line.startswith(still)
        if not dropping:
            kept.append(line)
    return "".join(kept)


# The words of every language but English, which the wasm has built in
# (the fallback): fetched by the page when it shows that language
# (src/web/mod.rs, fetch_words), so that each phone downloads its own.
(out / "i18n").mkdir(exist_ok=True)
dropped, still = id_starts("DESKTOP_ONLY"), ()
if mode == "phone":
    dropped, still = dropped + id_starts("NOT_ON_THE_PHONE"), id_starts("ON_THE_PHONE")
for ftl in sorted((ROOT / "assets" / "i18n").glob("*.ftl")):
    if ftl.stem != "en-CA":
        words = for_the_web(ftl.read_text(encoding="utf-8"), dropped, still)
        (out / "i18n" / ftl.name).write_text(words, encoding="utf-8")


def pack(paths):
    """Each text and wasm file also precompressed (`NAME.gz`, gzip -9, no
    file time, so that a build is the same bytes each time): `mextrain
    serve` sends it to a browser that accepts gzip (Content-Encoding:
    gzip), and a static host can (nginx: `gzip_static on`). Not in the
    service worker's list: the browser asks for NAME and is sent whichever
    its server chooses."""
    packed = 0
    for p in paths:
        if p.suffix in (".wasm", ".js", ".html", ".webmanifest", ".json", ".ftl"):
            raw = p.read_bytes()
            gz = gzip.compress(raw, 9, mtime=0)
            if len(gz) < len(raw):
                (p.parent / (p.name + ".gz")).write_bytes(gz)
                packed += 1
    return packed


if mode == "phone":
    # No manifest, icon files or service worker: a phone at a table opens
    # the table's links; the app itself is the full build at the root.
    files = sorted(p for p in out.rglob("*") if p.is_file() and p.suffix != ".gz")
    packed = pack(files)
    print(f"dist: the phone build, {len(files)} files in {out}, the code in {app_dir}/, {packed} also as .gz")
    sys.exit(0)

# One manifest per language (name and description from its .ftl file); the
# page points at its language's (src/ui/language.rs, LangHead). The English one
# is also the default, manifest.webmanifest.
manifest = json.loads((web / "manifest.webmanifest").read_text())
for ftl in sorted((ROOT / "assets" / "i18n").glob("*.ftl")):
    tag = ftl.stem
    words = ftl.read_text(encoding="utf-8")
    m = dict(manifest, lang=tag, name=ftl_value(words, "app-name"),
             short_name=ftl_value(words, "app-name"),
             description=ftl_value(words, "app-description"))
    text = json.dumps(m, ensure_ascii=False, indent=2)
    (out / f"manifest.{tag}.webmanifest").write_text(text, encoding="utf-8")
    if tag == "en-CA":
        (out / "manifest.webmanifest").write_text(text, encoding="utf-8")

# The phone build (dist/web/phone) is not the app's: not in its shell.
files = sorted(p for p in out.rglob("*")
               if p.is_file() and p.name != "sw.js" and p.suffix != ".gz"
               and p.relative_to(out).parts[0] != "phone")
digest = hashlib.sha256()
for p in files:
    digest.update(p.relative_to(out).as_posix().encode())
    digest.update(p.read_bytes())
shell = ["./"] + ["./" + p.relative_to(out).as_posix() for p in files]
sw = (web / "sw.js").read_text()
sw = sw.replace("%BUILD_HASH%", digest.hexdigest()[:16]).replace("%SHELL%", json.dumps(shell, indent=2))
(out / "sw.js").write_text(sw)

packed = pack([out / "sw.js"] + files)
print(f"dist: {len(files) + 1} files in {out}, the code in {app_dir}/, "
      f"cache mextrain-SCOPE-{digest.hexdigest()[:16]}, {packed} also as .gz")
