def can_visit_all_rooms(rooms):
    n = len(rooms)
    opened = [False] * n
    opened[0] = True
    room = 0
    while True:
        # walks on with the first unused key only; the other keys are forgotten
        nxt = next((k for k in rooms[room] if not opened[k]), None)
        if nxt is None:
            break
        opened[nxt] = True
        room = nxt
    return all(opened)
