"""axe-core (bundled by axe-playwright-python, from PyPI) on a Playwright page.

    from axe import violations
    problems += violations(page, "game @ pixel7 dark")

Every rule axe runs by default (WCAG 2.0 to 2.2, A and AA, and its best
practices), any impact: a list of one line per violation, empty when the
page has none.
"""

from pathlib import Path

import axe_playwright_python

AXE_JS = (Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text()


def violations(page, where):
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(AXE_JS)
    result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    out = []
    for v in result["violations"]:
        targets = ", ".join(" ".join(n["target"]) if isinstance(n["target"], list) else str(n["target"])
                            for n in v["nodes"][:4])
        detail = ""
        if v["nodes"] and v["nodes"][0].get("failureSummary"):
            detail = " | " + v["nodes"][0]["failureSummary"].replace("\n", " ")[:200]
        out.append(f"{where}: axe {v['id']} ({v['impact']}, {len(v['nodes'])}x): {targets}{detail}")
    return out
