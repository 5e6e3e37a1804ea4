def accounts_merge(accounts):
    groups = [(acc[0], set(acc[1:])) for acc in accounts]
    merged = True
    while merged:  # compares every pair of groups, pass after pass: O(n^2) per pass
        merged = False
        out = []
        for name, emails in groups:
            for other in out:
                if other[1] & emails:
                    other[1].update(emails)
                    merged = True
                    break
            else:
                out.append((name, set(emails)))
        groups = out
    return [[name] + sorted(emails) for name, emails in groups]
