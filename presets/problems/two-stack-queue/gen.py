"""n queue calls. Small runs pop past empty and interleave pushes with pops so the two stacks
both hold items; large runs build a queue tens of thousands deep and keep popping and peeking."""


def generate(n, rng):
    small = n <= 100
    calls = [["StackQueue"]]
    for _ in range(n):
        r = rng.random()
        if r < (0.45 if small else 0.55):
            calls.append(["push", rng.randint(-9, 9) if small else rng.randint(-(2**31), 2**31 - 1)])
        elif r < 0.75:
            calls.append(["pop"])
        elif r < 0.92:
            calls.append(["peek"])
        else:
            calls.append(["size"])
    return calls


def valid(calls):
    if not calls or calls[0] != ["StackQueue"] or len(calls) > 2 * 10**5 + 1:
        return False
    for c in calls[1:]:
        if c[0] == "push":
            if len(c) != 2 or type(c[1]) is not int or not -(2**31) <= c[1] < 2**31:
                return False
        elif c not in (["pop"], ["peek"], ["size"]):
            return False
    return True
