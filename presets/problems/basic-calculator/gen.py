"""Random valid expressions of about n characters with + - ( ), unary minus and spaces.
Large ones nest deeply so an innermost-first rescan is quadratic."""


def expr(budget, rng, depth):
    parts = []
    while budget > 0:
        if parts:
            parts.append(rng.choice(["+", "-", " + ", " - "]))
        if depth < 200 and budget > 6 and rng.random() < 0.35:
            inner, used = expr(rng.randint(1, budget // 2), rng, depth + 1)
            # A unary minus only opens a group or the expression, never follows an operator.
            parts.append((rng.choice(["", "-"]) if not parts else "") + "(" + inner + ")")
            budget -= used + 3
        else:
            v = str(rng.randint(0, 999))
            if not parts and rng.random() < 0.2:
                v = "-" + v
            parts.append(v)
            budget -= len(v) + 1
    return "".join(parts) or "0", sum(len(p) for p in parts)


def generate(n, rng):
    if n >= 1000:
        # Deep nesting: -(1+(2-(3+(...)))), n/6 levels.
        k = n // 6
        s = "".join(f"{rng.choice('+-')}({rng.choice(['', '-'])}{rng.randint(0, 99)}" for _ in range(k))
        return ["7" + s + ")" * k]
    return [expr(max(n, 1), rng, 0)[0]]
