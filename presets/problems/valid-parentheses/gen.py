"""Bracket strings of length n: half well-formed (random nesting), half a well-formed string with
one character changed or swapped, so both answers are common. Large sizes are one deep nest, the
worst case for pair-deleting approaches; half of them have one closing bracket of the wrong kind,
drawn from the middle half of the closers (they were always well formed, so "true" answered every
large input), so a pair-deleting pass still runs at least n/8 times before it is stuck."""

PAIRS = ["()", "[]", "{}"]


def balanced(n, rng):
    out, stack = [], []
    while len(out) + len(stack) < n:
        if stack and (len(out) + 2 * len(stack) >= n or rng.random() < 0.5):
            out.append(stack.pop())
        else:
            o, c = rng.choice(PAIRS)
            out.append(o)
            stack.append(c)
    out.extend(reversed(stack))
    return out


def generate(n, rng):
    if n >= 1000:
        return [deep(n // 2, rng)]
    chars = balanced(n - n % 2, rng)
    if n % 2:
        chars.insert(rng.randrange(len(chars) + 1), rng.choice("()[]{}"))
    elif chars and rng.random() < 0.5:
        i = rng.randrange(len(chars))
        if rng.random() < 0.5:
            chars[i] = rng.choice("()[]{}")
        else:
            j = rng.randrange(len(chars))
            chars[i], chars[j] = chars[j], chars[i]
    return ["".join(chars)]


def deep(half, rng):
    opens = [rng.choice("([{") for _ in range(half)]
    close = {"(": ")", "[": "]", "{": "}"}
    closers = [close[c] for c in reversed(opens)]
    if rng.random() < 0.5:
        k = rng.randrange(half // 4, 3 * half // 4)
        closers[k] = rng.choice([c for c in ")]}" if c != closers[k]])
    return "".join(opens) + "".join(closers)


def valid(args):
    """The statement's preconditions: 0..10^6 characters, each one of the six brackets."""
    (s,) = args
    return type(s) is str and len(s) <= 10**6 and all(c in "()[]{}" for c in s)
