def can_visit_all_rooms(rooms):
    n = len(rooms)
    opened = [False] * n
    opened[0] = True
    count = 1
    stack = [0]
    while stack:
        room = stack.pop()
        for key in rooms[room]:
            if not opened[key]:
                opened[key] = True
                count += 1
                stack.append(key)
    return count == n
