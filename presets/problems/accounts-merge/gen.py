"""Accounts of made-up people. Names repeat across different people (so merging by name is
wrong); each person's accounts list random subsets of their emails. Large tests give each person a
chain of 1-3 accounts (account i shares one email with account i + 1) listed in shuffled order, so
merging needs transitive links and there are thousands of people (a pass comparing every pair of
groups is then far over the limit); ~n accounts in all."""

NAMES = ["Ana", "Bo", "Chen", "Dev", "Eli", "Fay"]


def generate(n, rng):
    n = max(n, 1)
    out = []
    pid = 0
    while len(out) < n:
        pid += 1
        name = rng.choice(NAMES[:3] if n <= 12 else NAMES)
        if n <= 12:
            emails = [f"{name.lower()}{pid}.{j}@mail.com" for j in range(rng.randint(1, 4))]
            for _ in range(rng.randint(1, 3)):
                k = rng.randint(1, len(emails))
                out.append([name] + rng.sample(emails, k))
        else:
            length = rng.randint(1, 3)
            emails = [f"u{pid}x{j}@{name.lower()}.org" for j in range(length + 1)]
            for j in range(length):
                extra = [f"u{pid}y{j}z{t}@{name.lower()}.org" for t in range(rng.randint(0, 3))]
                acc = [emails[j], emails[j + 1]] + extra
                rng.shuffle(acc)
                out.append([name] + acc)
    out = out[:n]
    rng.shuffle(out)
    return [out]


def valid(args):
    (accounts,) = args
    if not (type(accounts) is list and 1 <= len(accounts) <= 10**4):
        return False
    for acc in accounts:
        if not (type(acc) is list and 2 <= len(acc) <= 11 and all(type(s) is str for s in acc)):
            return False
        if not (acc[0].isalpha() and all("@" in e and 1 <= len(e) <= 30 for e in acc[1:])):
            return False
    # The same email never belongs to accounts with different names.
    seen = {}
    return all(seen.setdefault(e, acc[0]) == acc[0] for acc in accounts for e in acc[1:])
