from typing import List

LEGACY_PSEUDO_ELEMENTS = {"before", "after", "first-line", "first-letter"}
NAME_CHARS = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")


def specificity(sel):
    """(ids, classes/attributes/pseudo-classes, types/pseudo-elements) of one selector."""
    a = b = c = 0
    i, n = 0, len(sel)

    def name_end(j):
        while j < n and sel[j] in NAME_CHARS:
            j += 1
        return j

    while i < n:
        ch = sel[i]
        if ch == "#":
            a, i = a + 1, name_end(i + 1)
        elif ch == ".":
            b, i = b + 1, name_end(i + 1)
        elif ch == "[":
            b, i = b + 1, sel.index("]", i) + 1
        elif sel.startswith("::", i):
            c, i = c + 1, name_end(i + 2)
        elif ch == ":":
            end = name_end(i + 1)
            name = sel[i + 1:end]
            if name == "not":
                # :not() adds its argument's specificity and nothing of its own.
                depth, j = 1, end + 1
                while depth:
                    depth += {"(": 1, ")": -1}.get(sel[j], 0)
                    j += 1
                ia, ib, ic = specificity(sel[end + 1:j - 1])
                a, b, c, i = a + ia, b + ib, c + ic, j
            else:
                if name in LEGACY_PSEUDO_ELEMENTS:
                    c += 1
                else:
                    b += 1
                i = end
        elif ch in NAME_CHARS:
            c, i = c + 1, name_end(i)
        else:  # "*", whitespace and combinators count for nothing
            i += 1
    return (a, b, c)


def cascade_winner(selectors: List[str]) -> int:
    best = 0
    for i in range(1, len(selectors)):
        if specificity(selectors[i]) >= specificity(selectors[best]):  # later wins a tie
            best = i
    return best
