def can_visit_all_rooms(rooms):
    opened = [0]  # a list: `key not in opened` scans it every time
    stack = [0]
    while stack:
        room = stack.pop()
        for key in rooms[room]:
            if key not in opened:
                opened.append(key)
                stack.append(key)
    return len(opened) == len(rooms)
