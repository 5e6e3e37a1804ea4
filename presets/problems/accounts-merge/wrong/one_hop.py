def accounts_merge(accounts):
    # wrong: merges each account into the first earlier group sharing an email, but never joins
    # two groups that a later account bridges
    groups = []
    owner = {}
    for acc in accounts:
        hit = next((owner[e] for e in acc[1:] if e in owner), None)
        if hit is None:
            hit = len(groups)
            groups.append((acc[0], set()))
        groups[hit][1].update(acc[1:])
        for e in acc[1:]:
            owner.setdefault(e, hit)
    return [[name] + sorted(emails) for name, emails in groups]
