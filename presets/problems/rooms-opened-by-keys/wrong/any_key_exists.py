def can_visit_all_rooms(rooms):
    # checks that every locked room's key exists somewhere, reachable or not
    has_key = [False] * len(rooms)
    has_key[0] = True
    for keys in rooms:
        for key in keys:
            has_key[key] = True
    return all(has_key)
