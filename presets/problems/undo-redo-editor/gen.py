"""An editing session of n calls. Small sessions mix every call (undo/redo runs past either end of
the history, backspace past the start of the text); large ones mostly type, so the text and the
history grow to tens of thousands of steps while undo and redo stay frequent."""

import string


def generate(n, rng):
    small = n <= 100
    calls = [["TextEditor"]]
    for _ in range(n):
        r = rng.random()
        if r < (0.35 if small else 0.55):
            word = "".join(rng.choice("abc" if small else string.ascii_lowercase) for _ in range(rng.randint(1, 4)))
            calls.append(["append", word])
        elif r < (0.5 if small else 0.62):
            calls.append(["backspace", rng.randint(1, 6 if small else 20)])
        elif r < (0.68 if small else 0.8):
            calls.append(["undo"])
        elif r < (0.82 if small else 0.9):
            calls.append(["redo"])
        elif r < 0.92:
            calls.append(["tail", rng.randint(1, 20)])
        else:
            calls.append(["length"])
    return calls


def valid(calls):
    if not calls or calls[0] != ["TextEditor"] or len(calls) > 10**5 + 1:
        return False
    for c in calls[1:]:
        if c[0] == "append":
            if not (type(c[1]) is str and 1 <= len(c[1]) <= 20 and c[1].isascii() and c[1].islower() and c[1].isalpha()):
                return False
        elif c[0] in ("backspace", "tail"):
            if not (type(c[1]) is int and 1 <= c[1] <= 20):
                return False
        elif c[0] not in ("undo", "redo", "length") or len(c) != 1:
            return False
    return True
