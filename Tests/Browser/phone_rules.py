"""What a page must hold on a phone and a desktop alike, measured in the browser: every link,
button and control at least 44x44 CSS pixels (WCAG 2.5.5; a checkbox or radio button by its
label, which is what a finger taps), and no word broken inside (a line may start inside a word
only when that word is wider than its line, such as a long address), and tables that read as
stacked rows on a phone (each cell under its column's name). Each returns what offends,
named by a CSS selector, so a failure says where to look."""

from harness import set_viewport

# The targets smaller than 44x44: {selector, width, height}. A checkbox or radio button is
# measured by the largest of its labels (a tap there toggles it). Hidden controls (no box, or a
# visually hidden 1x1 one) are not targets.
SMALL_TARGETS = """
const minimum = arguments[0];
function selector(e) {
    const parts = [];
    for (let n = e; n && n.nodeType === 1 && n !== document.documentElement; n = n.parentElement) {
        let part = n.localName;
        if (n.id) { parts.unshift(part + '#' + n.id); break; }
        const classes = [...n.classList].slice(0, 2);
        if (classes.length) part += '.' + classes.join('.');
        const twins = n.parentElement ? [...n.parentElement.children].filter(c => c.localName === n.localName) : [];
        if (twins.length > 1) part += ':nth-of-type(' + (twins.indexOf(n) + 1) + ')';
        parts.unshift(part);
    }
    return parts.join(' > ');
}
const small = [];
for (const e of document.querySelectorAll('a[href], button, input, select, textarea, summary')) {
    if (e.type === 'hidden') continue;
    const style = getComputedStyle(e);
    if (style.visibility === 'hidden') continue;
    let box = e.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    if (e.type === 'checkbox' || e.type === 'radio') {
        const labels = [...(e.labels || [])].map(l => l.getBoundingClientRect());
        box = labels.reduce((best, b) => b.width * b.height > best.width * best.height ? b : best, box);
    }
    if (box.width < minimum - 0.5 || box.height < minimum - 0.5)
        small.push({selector: selector(e), width: Math.round(box.width * 10) / 10,
                    height: Math.round(box.height * 10) / 10,
                    text: (e.textContent || e.value || e.getAttribute('aria-label') || '').trim().slice(0, 30)});
}
return small;
"""

# Lines that start inside a word: for each text node laid out on more than one line, every
# character that begins a line after a letter or digit, when the word (the run of non-space
# characters) around it fits within its block's width. Also every element whose computed style
# lets the browser break any word, even one that fits its line (`word-break: break-all`);
# `overflow-wrap: anywhere` breaks only a word longer than its line, so it may stay.
BROKEN_WORDS = """
const found = [];
const letter = /[\\p{L}\\p{N}]/u;
function blockWidth(node) {
    let e = node.parentElement;
    while (e && getComputedStyle(e).display.startsWith('inline')) e = e.parentElement;
    if (!e) return Infinity;
    const s = getComputedStyle(e);
    return e.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
}
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node && found.length < 20; node = walker.nextNode()) {
    const text = node.data;
    if (!text.trim() || !node.parentElement || node.parentElement.closest('svg, script, style')) continue;
    const all = document.createRange();
    all.selectNodeContents(node);
    const lines = new Set([...all.getClientRects()].map(r => Math.round(r.top)));
    if (lines.size < 2) continue;
    let previousTop = null;
    const range = document.createRange();
    for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rects = range.getClientRects();
        if (!rects.length) continue;
        const top = rects[0].top;
        if (previousTop !== null && top > previousTop + 1 && i > 0 && letter.test(text[i - 1]) && letter.test(text[i])) {
            let start = i, end = i;
            while (start > 0 && !/\\s/.test(text[start - 1])) start--;
            while (end < text.length && !/\\s/.test(text[end])) end++;
            const word = document.createRange();
            word.setStart(node, start);
            word.setEnd(node, end);
            const width = [...word.getClientRects()].reduce((sum, r) => sum + r.width, 0);
            if (width <= blockWidth(node))
                found.push({word: text.slice(start, end).slice(0, 40), at: text.slice(start, i) + '|' + text.slice(i, end),
                            in: node.parentElement.localName + (node.parentElement.className ? '.' + node.parentElement.className : '')});
        }
        previousTop = top;
    }
}
for (const e of document.body.querySelectorAll('*')) {
    const s = getComputedStyle(e);
    if (s.wordBreak === 'break-all') {
        found.push({style: 'word-break: ' + s.wordBreak + '; overflow-wrap: ' + s.overflowWrap,
                    in: e.localName + (e.id ? '#' + e.id : '') +
                        (e.className && typeof e.className === 'string' ? '.' + e.className : '')});
        break;
    }
}
return found;
"""

# Tables that do not read as stacked rows: every data cell must carry its column's name
# (`data-label`); on a screen narrower than 40rem each row must be a block, the column headers
# hidden, and each labelled cell must show its label above it.
UNSTACKED_TABLES = """
const found = [];
const narrow = window.innerWidth < 40 * parseFloat(getComputedStyle(document.documentElement).fontSize);
for (const table of document.querySelectorAll('table')) {
    const name = 'table' + (table.className ? '.' + table.className : '');
    const unlabelled = [...table.querySelectorAll('td')].filter(td => !td.hasAttribute('data-label'));
    if (unlabelled.length) found.push(name + ': ' + unlabelled.length + ' cell(s) without data-label');
    if (!narrow) continue;
    const rows = [...table.querySelectorAll('tbody tr')].filter(tr => getComputedStyle(tr).display !== 'block');
    if (rows.length) found.push(name + ': ' + rows.length + ' row(s) not stacked');
    const head = table.querySelector('thead');
    if (head && head.getBoundingClientRect().height > 1) found.push(name + ': the column headers show');
    const silent = [...table.querySelectorAll('td[data-label]')]
        .filter(td => getComputedStyle(td, '::before').content !== JSON.stringify(td.dataset.label));
    if (silent.length) found.push(name + ': ' + silent.length + ' cell(s) not showing their label');
}
return found;
"""

MINIMUM = 44


def small_targets(driver):
    return driver.execute_script(SMALL_TARGETS, MINIMUM)


def broken_words(driver):
    return driver.execute_script(BROKEN_WORDS)


def unstacked_tables(driver):
    return driver.execute_script(UNSTACKED_TABLES)


def describe_targets(found, limit=8):
    return "\n    ".join(f"{t['selector']} {t['width']}x{t['height']} {t['text']!r}" for t in found[:limit]) + (
        f"\n    ... and {len(found) - limit} more" if len(found) > limit else "")


def describe_words(found, limit=5):
    return "\n    ".join(
        f"{w['style']} on {w['in']}" if "style" in w else f"{w['at']!r} in {w['in']}" for w in found[:limit])


def planted_faults_are_caught(walk):
    """Each rule can fail: a 20 px link (the stylesheet's minimum size undone) and "our ownership"
    in a 90 px box with `word-break: break-all` (which breaks "ownership" though it fits on a line
    of its own), planted on a page, are both reported; then the same box with
    `overflow-wrap: break-word` is not. A table with a cell without its column's name is reported
    at any width, and at the phone width a table whose rows do not stack."""
    driver, check = walk.driver, walk.check
    driver.get(walk.guide.base + "/")
    driver.execute_script("""
        const a = document.createElement('a');
        a.href = '/'; a.textContent = 'x'; a.id = 'planted-link';
        a.style.cssText = 'display:inline-block;width:20px;height:20px;min-width:0;min-height:0;padding:0;overflow:hidden';
        document.body.append(a);
        const p = document.createElement('p');
        p.id = 'planted-words'; p.textContent = 'our ownership';
        p.style.cssText = 'width:90px;word-break:break-all';
        document.body.append(p);""")
    targets = small_targets(driver)
    check(any("planted-link" in t["selector"] and t["width"] == 20 for t in targets),
          "the 44 px rule reports a planted 20x20 link", describe_targets(targets))
    words = broken_words(driver)
    check(any(w.get("word") == "ownership" for w in words)
          and any("planted-words" in w["in"] for w in words if "style" in w),
          "the broken-word rule reports \"ownership\" broken inside, and the style that allowed it",
          describe_words(words))
    driver.execute_script("""
        const p = document.getElementById('planted-words');
        p.style.cssText = 'width:90px;overflow-wrap:break-word';
        document.getElementById('planted-link').remove();""")
    words = [w for w in broken_words(driver) if "ownership" in w.get("word", "") or "planted" in w["in"]]
    check(not words, "the broken-word rule passes \"our ownership\" wrapped between its words", describe_words(words))
    driver.execute_script("""
        const t = document.createElement('table');
        t.className = 'planted';
        t.innerHTML = '<thead><tr><th>Id</th></tr></thead><tbody><tr><td>1</td></tr></tbody>';
        document.body.append(t);""")
    tables = unstacked_tables(driver)
    check(any("table.planted: 1 cell(s) without data-label" in t for t in tables),
          "the table rule reports a cell without its column's name", "; ".join(tables))
    set_viewport(driver, 390, 844)
    driver.execute_script("document.querySelector('table.planted td').dataset.label = 'Id'")
    tables = unstacked_tables(driver)
    check(any("table.planted: 1 row(s) not stacked" in t for t in tables)
          and not any("without data-label" in t for t in tables),
          "at 390 px the table rule reports a labelled table outside main, whose rows do not stack",
          "; ".join(tables))
