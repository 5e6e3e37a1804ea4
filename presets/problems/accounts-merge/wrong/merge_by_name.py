def accounts_merge(accounts):
    # wrong: two people can share a name; only a shared email proves one person
    by_name = {}
    for acc in accounts:
        by_name.setdefault(acc[0], set()).update(acc[1:])
    return [[name] + sorted(emails) for name, emails in by_name.items()]
