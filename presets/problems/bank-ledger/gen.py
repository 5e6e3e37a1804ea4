"""n ledger calls over a pool of account names (a few for small runs, tens of thousands for large
ones), including names never opened, transfers to oneself and amounts above the balance; large
runs open a third of their calls' worth of accounts first and then call total() often."""


def generate(n, rng):
    small = n <= 100
    names = ["acct%d" % i for i in range(4 if small else max(2, n // 2))]
    never_opened = "nobody"  # refused operations on it must change nothing
    calls = [["Ledger"]]
    big = 10**12
    if not small:
        # Open most accounts first, so every later total() has tens of thousands to add up.
        for a in names[: n // 3]:
            calls.append(["open", a])
    while len(calls) <= n:
        r = rng.random()
        a = rng.choice(names)
        amount = rng.randint(1, 50) if small else rng.randint(1, big)
        if r < (0.2 if small else 0.05):
            calls.append(["open", a])
        elif r < 0.4:
            calls.append(["deposit", a, amount])
        elif r < 0.5:
            calls.append(["withdraw", a, amount])
        elif r < 0.62:
            r2 = rng.random()
            b = a if r2 < 0.1 else never_opened if r2 < 0.25 else rng.choice(names)
            calls.append(["transfer", a, b, amount])
        elif r < 0.66:
            calls.append(["close", a])
        elif r < 0.72:
            calls.append(["balance", a])
        else:
            calls.append(["total"])
    return calls


def valid(calls):
    if not calls or calls[0] != ["Ledger"] or len(calls) > 2 * 10**5 + 1:
        return False
    name = lambda x: type(x) is str and 1 <= len(x) <= 20
    amount = lambda x: type(x) is int and 1 <= x <= 10**12
    for c in calls[1:]:
        op, args = c[0], c[1:]
        if op in ("open", "close", "balance"):
            ok = len(args) == 1 and name(args[0])
        elif op in ("deposit", "withdraw"):
            ok = len(args) == 2 and name(args[0]) and amount(args[1])
        elif op == "transfer":
            ok = len(args) == 3 and name(args[0]) and name(args[1]) and amount(args[2])
        else:
            ok = c == ["total"]
        if not ok:
            return False
    return True
