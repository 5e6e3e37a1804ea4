"""Mutants of a JavaScript reference solution, for `mashang problems check --mutants`.

Reads the reference's source on stdin and prints a JSON list of {"what", "line", "code"} (the shape
mutate.py prints for Python): one mutant per mutation site. Node ships no public JavaScript parser,
so this works on tokens: a tokenizer that knows strings, template literals (with `${}` nesting),
comments, regular expression literals versus division, and numbers, then edits the source text in
place (nothing is reformatted, so every mutant keeps the reference's line numbers). A mutant the
tokenizer got wrong would not compile and be "killed" for nothing, so when `node` is on the PATH
every mutant is compiled (V8's `vm.Script`: parsed, never run) and one that does not compile is
dropped with a note on stderr. With `--tokens` it prints the tokens instead (for its tests).
"""
import json
import re
import subprocess
import sys

PUNCT = sorted("""
>>>= ... === !== **= <<= >>= >>> &&= ||= ??= => == != <= >= && || ?? ?. ++ -- += -= *= /= %= &=
|= ^= ** << >> { } ( ) [ ] ; , < > + - * / % & | ^ ! ~ ? : = . @
""".split(), key=len, reverse=True)
# After these keywords an expression starts, so `/` opens a regular expression.
EXPR_KEYWORDS = {"return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void",
                 "throw", "instanceof", "yield", "await"}
# Statements starting with these are no calls.
KEYWORDS = {"if", "for", "while", "do", "return", "const", "let", "var", "function", "class",
            "new", "await", "yield", "throw", "typeof", "delete", "void", "switch", "case",
            "break", "continue", "try", "catch", "finally", "else", "import", "export", "async",
            "default", "super", "this"}
# Keywords that end an operand, like an identifier does: `/` after them divides.
VALUE_KEYWORDS = {"this", "super", "null", "true", "false", "undefined"}
IDENT = re.compile(r"[A-Za-z_$\u0080-\uffff#][\w$\u0080-\uffff]*")
NUMBER = re.compile(
    r"(?:0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|(?:\d[\d_]*)?\.?\d[\d_]*(?:[eE][+-]?\d+)?)n?")


class Token:
    """kind: ident, num, str, template (a whole or a piece: head `…${`, middle `}…${`, tail
    `}…`), regex, punct; start/end are offsets in the source, line is 1-based."""

    def __init__(self, kind, text, start, line):
        self.kind, self.text, self.start, self.end, self.line = (
            kind, text, start, start + len(text), line)

    def __repr__(self):
        return "%s:%r" % (self.kind, self.text)


class TokenizeError(Exception):
    pass


def _regex_allowed(prev):
    """Whether `/` after token `prev` starts a regular expression rather than dividing."""
    if prev is None:
        return True
    if prev.kind in ("num", "str", "regex"):
        return False
    if prev.kind == "template":
        return not prev.text.endswith("${")
    if prev.kind == "ident":
        return prev.text in EXPR_KEYWORDS
    # `)`, `]`, `}` and postfix `++`/`--` end an operand (`if (x) /re/` is not supported).
    return prev.text not in (")", "]", "}", "++", "--")


def _quoted(src, i):
    """End offset of the string literal starting at src[i]."""
    quote, j = src[i], i + 1
    while j < len(src):
        c = src[j]
        if c == "\\":
            j += 2
            continue
        if c == quote:
            return j + 1
        if c == "\n":
            break
        j += 1
    raise TokenizeError("unterminated string at offset %d" % i)


def _template_piece(src, i):
    """End offset of a template piece starting at src[i] (a backtick or the `}` closing a `${`);
    the piece ends with a backtick or with `${`."""
    j = i + 1
    while j < len(src):
        c = src[j]
        if c == "\\":
            j += 2
            continue
        if c == "`":
            return j + 1
        if c == "$" and src.startswith("${", j):
            return j + 2
        j += 1
    raise TokenizeError("unterminated template literal at offset %d" % i)


def _regex(src, i):
    """End offset of the regular expression literal starting at src[i] (flags included)."""
    j, in_class = i + 1, False
    while j < len(src):
        c = src[j]
        if c == "\\":
            j += 2
            continue
        if c == "\n":
            break
        if c == "[":
            in_class = True
        elif c == "]":
            in_class = False
        elif c == "/" and not in_class:
            j += 1
            while j < len(src) and (src[j].isalnum() or src[j] in "_$"):
                j += 1
            return j
        j += 1
    raise TokenizeError("unterminated regular expression at offset %d" % i)


def tokenize(src):
    """The significant tokens of `src` (comments and whitespace dropped)."""
    tokens, i, line = [], 0, 1
    # One entry per open `{` or `${`: True for a template substitution, so its `}` resumes the
    # template instead of closing a block.
    braces = []
    if src.startswith("#!"):
        i = src.find("\n") if "\n" in src else len(src)

    def add(kind, end):
        nonlocal i, line
        text = src[i:end]
        tokens.append(Token(kind, text, i, line))
        line += text.count("\n")
        i = end

    while i < len(src):
        c = src[i]
        if c in " \t\r\n\ufeff\u00a0":
            line += c == "\n"
            i += 1
        elif src.startswith("//", i):
            end = src.find("\n", i)
            i = len(src) if end < 0 else end
        elif src.startswith("/*", i):
            end = src.find("*/", i + 2)
            if end < 0:
                raise TokenizeError("unterminated comment at offset %d" % i)
            line += src.count("\n", i, end)
            i = end + 2
        elif c in "'\"":
            add("str", _quoted(src, i))
        elif c == "`":
            add("template", _template_piece(src, i))
            if tokens[-1].text.endswith("${"):
                braces.append(True)
        elif c == "}" and braces and braces[-1]:
            braces.pop()
            add("template", _template_piece(src, i))
            if tokens[-1].text.endswith("${"):
                braces.append(True)
        elif c == "/" and _regex_allowed(tokens[-1] if tokens else None):
            add("regex", _regex(src, i))
        elif c.isdigit() or (c == "." and src[i + 1:i + 2].isdigit()):
            add("num", NUMBER.match(src, i).end())
        elif IDENT.match(src, i):
            add("ident", IDENT.match(src, i).end())
        else:
            for p in PUNCT:
                # `a?.5:b` is a conditional, not optional chaining.
                if src.startswith(p, i) and not (p == "?." and src[i + 2:i + 3].isdigit()):
                    break
            else:
                raise TokenizeError("unexpected %r at offset %d" % (c, i))
            if p == "{":
                braces.append(False)
            elif p == "}" and braces:
                braces.pop()
            add("punct", i + len(p))
    if braces:
        raise TokenizeError("unbalanced braces")
    return tokens


OPENERS = {"(": ")", "[": "]", "{": "}"}


def matching(tokens, k):
    """Index of the token closing the bracket at tokens[k] (template `${ … }` pieces included)."""
    depth = 0
    for j in range(k, len(tokens)):
        t = tokens[j]
        if t.kind == "punct" and t.text in OPENERS or t.kind == "template" and t.text.endswith("${") and not t.text.startswith("}"):
            depth += 1
        elif t.kind == "punct" and t.text in (")", "]", "}") or t.kind == "template" and t.text.startswith("}") and not t.text.endswith("${"):
            depth -= 1
            if depth == 0:
                return j
    raise TokenizeError("unbalanced %r on line %d" % (tokens[k].text, tokens[k].line))


def ends_operand(t):
    """Whether token `t` ends an operand (so a following `+`/`-` is binary)."""
    if t.kind in ("num", "str", "regex"):
        return True
    if t.kind == "template":
        return t.text.endswith("`")
    if t.kind == "ident":
        return t.text not in EXPR_KEYWORDS
    return t.text in (")", "]", "++", "--")


CMP_SWAP = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "===": "!==", "!==": "===",
            "==": "!=", "!=": "=="}


class Edit:
    """Replace tokens[a..b) (by offsets: start, end) with `text`."""

    def __init__(self, start, end, text):
        self.start, self.end, self.text = start, end, text


def sites(tokens):
    """(line, what, [Edit]) of every mutation site, in source order."""
    out = []
    for k, t in enumerate(tokens):
        prev = tokens[k - 1] if k else None
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        if t.kind == "punct" and t.text in CMP_SWAP:
            new = CMP_SWAP[t.text]
            out.append((t.line, "`%s` changed to `%s`" % (t.text, new), [Edit(t.start, t.end, new)]))
        elif t.kind == "punct" and t.text in ("&&", "||"):
            new = "||" if t.text == "&&" else "&&"
            out.append((t.line, "`%s` changed to `%s`" % (t.text, new), [Edit(t.start, t.end, new)]))
        elif t.kind == "punct" and t.text in ("+", "-") and prev is not None and ends_operand(prev):
            # Binary only, and not string building: `"a" - x` is NaN, a mutant any test kills.
            if prev.kind in ("str", "template") or nxt is not None and nxt.kind in ("str", "template"):
                continue
            new = "-" if t.text == "+" else "+"
            out.append((t.line, "`%s` changed to `%s`" % (t.text, new), [Edit(t.start, t.end, new)]))
        elif t.kind == "num" and re.fullmatch(r"\d+", t.text) and not (prev and prev.text in (".", "?.")):
            value = int(t.text)
            for delta in (1, -1):
                new = value + delta
                # `x-0` must not become `x--1`.
                text = str(new) if new >= 0 else "(%d)" % new
                out.append((t.line, "`%s` changed to `%s`" % (t.text, new), [Edit(t.start, t.end, text)]))
        elif (t.kind == "ident" and t.text in ("min", "max") and prev is not None and prev.text == "."
              and k >= 2 and tokens[k - 2].text == "Math"):
            new = "max" if t.text == "min" else "min"
            out.append((t.line, "`Math.%s` changed to `Math.%s`" % (t.text, new), [Edit(t.start, t.end, new)]))
        elif t.kind == "ident" and t.text not in KEYWORDS and (prev is None or prev.text in (";", "{", "}")):
            out.extend(_call_statement_site(tokens, k))
        elif t.kind == "ident" and t.text == "if" and nxt is not None and nxt.text == "(" and not (prev and prev.text == "."):
            out.extend(_guard_sites(tokens, k))
        elif t.kind == "ident" and t.text in ("for", "while") and nxt is not None and nxt.text == "(" and not (prev and prev.text == "."):
            out.extend(_loop_sites(tokens, k))
    return out


def _call_statement_site(tokens, k):
    """A statement that is only a call, `name(…);` or `a.b.name(…);`, removed (its lines kept as
    empty lines): the forgotten `clearTimeout`, `unsubscribe()` or `push` of frontend code."""
    j = k
    while j + 2 < len(tokens) and tokens[j + 1].text == "." and tokens[j + 2].kind == "ident":
        j += 2
    if j + 1 >= len(tokens) or tokens[j + 1].text != "(":
        return []
    close = matching(tokens, j + 1)
    if close + 1 >= len(tokens) or tokens[close + 1].text != ";":
        return []
    start, end = tokens[k].start, tokens[close + 1].end
    callee = "".join(t.text for t in tokens[k:j + 1])
    return [(tokens[k].line, "`%s(…)` call dropped" % callee,
             [Edit(start, end, ";" + "\n" * (tokens[close + 1].line - tokens[k].line))])]


def _guard_sites(tokens, k):
    """`if (cond) return …` / `if (cond) { …; return …; }`: the guard negated, and the `return`
    dropped (its expression still runs, then the code after the guard does too)."""
    close = matching(tokens, k + 1)
    if close + 1 >= len(tokens):
        return []
    body = tokens[close + 1]
    if body.text == "return":
        returns = [close + 1]
    elif body.text == "{":
        end = matching(tokens, close + 1)
        returns = [j for j in _top_level(tokens, close + 2, end) if tokens[j].text == "return"]
    else:
        return []
    if not returns:
        return []
    line = tokens[k].line
    cond = (tokens[k + 1].end, tokens[close].start)
    out = [(line, "guard of an early return negated",
            [Edit(cond[0], cond[0], "!("), Edit(cond[1], cond[1], ")")])]
    for j in returns:
        r = tokens[j]
        nxt = tokens[j + 1] if j + 1 < len(tokens) else None
        # `return;` and `return }` would leave nothing but an empty statement: drop the keyword.
        text = "" if nxt is not None and nxt.text not in (";", "}") else ";"
        out.append((r.line, "early `return` dropped", [Edit(r.start, r.end, text)]))
    return out


def _top_level(tokens, start, end):
    """Indexes in tokens[start:end] at bracket depth 0."""
    j = start
    while j < end:
        t = tokens[j]
        yield j
        if t.kind == "punct" and t.text in OPENERS or t.kind == "template" and t.text.endswith("${") and not t.text.startswith("}"):
            j = matching(tokens, j)
        j += 1


def _loop_sites(tokens, k):
    """A braced `for`/`while` body gets a `break;` at its end; a `for (init; i < n; …)` bound is
    moved by one (`i < (n) - 1`, `i >= (n) + 1`)."""
    close = matching(tokens, k + 1)
    out = []
    if close + 1 < len(tokens) and tokens[close + 1].text == "{":
        end = matching(tokens, close + 1)
        out.append((tokens[k].line, "loop exits after its first pass",
                    [Edit(tokens[end].start, tokens[end].start, " break; ")]))
    if tokens[k].text == "for":
        semis = [j for j in _top_level(tokens, k + 2, close) if tokens[j].text == ";"]
        if len(semis) == 2:
            cmps = [j for j in _top_level(tokens, semis[0] + 1, semis[1])
                    if tokens[j].text in ("<", "<=", ">", ">=", "&&", "||", "?", ",", "=")]
            if len(cmps) == 1 and tokens[cmps[0]].text in ("<", "<=", ">", ">=") and cmps[0] + 1 < semis[1]:
                j = cmps[0]
                delta = "- 1" if tokens[j].text.startswith("<") else "+ 1"
                start, end = tokens[j + 1].start, tokens[semis[1] - 1].end
                out.append((tokens[j].line, "loop bound %s" % delta.replace(" ", ""),
                            [Edit(start, start, "("), Edit(end, end, ") " + delta)]))
    return out


def apply(src, edits):
    for e in sorted(edits, key=lambda e: (e.start, e.end), reverse=True):
        src = src[:e.start] + e.text + src[e.end:]
    return src


ORDINALS = {2: "2nd", 3: "3rd"}

COMPILE = r"""
const vm = require("vm");
const codes = JSON.parse(require("fs").readFileSync(0, "utf8"));
process.stdout.write(JSON.stringify(codes.map((c) => {
  try { new vm.Script(c); return null; } catch (e) { return String(e.message); }
})));
"""


def compile_errors(codes):
    """For each code, None when V8 compiles it, else the error; all None without node."""
    try:
        out = subprocess.run(["node", "-e", COMPILE], input=json.dumps(codes).encode(),
                             capture_output=True, check=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return [None] * len(codes)
    return json.loads(out.stdout)


def mutants(source):
    tokens = tokenize(source)
    seen = {source}
    out = []
    # The same mutation twice on one line is told apart by its order (a reviewer's listing names
    # one of them).
    count = {}
    for line, what, edits in sites(tokens):
        n = count[line, what] = count.get((line, what), 0) + 1
        if n > 1:
            what += " (%s on the line)" % ORDINALS.get(n, "%dth" % n)
        code = apply(source, edits)
        if code in seen:
            continue
        seen.add(code)
        out.append({"what": what, "line": line, "code": code})
    errors = compile_errors([m["code"] for m in out])
    kept = []
    for m, err in zip(out, errors):
        if err is None:
            kept.append(m)
        else:
            sys.stderr.write("jsmutate: dropped line %d: %s (does not compile: %s)\n"
                             % (m["line"], m["what"], err))
    return kept


def main():
    source = sys.stdin.read()
    try:
        if "--tokens" in sys.argv[1:]:
            json.dump([[t.kind, t.text, t.line] for t in tokenize(source)], sys.stdout)
        else:
            json.dump(mutants(source), sys.stdout)
    except TokenizeError as e:
        sys.stderr.write("jsmutate: %s\n" % e)
        sys.exit(2)


if __name__ == "__main__":
    main()
