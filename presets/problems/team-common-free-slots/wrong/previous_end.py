def common_free_slots(schedules):
    slots = sorted(iv for person in schedules for iv in person)
    out = []
    for (a, b), (c, d) in zip(slots, slots[1:]):
        if c > b:  # b is only the previous slot's end
            out.append([b, c])
    return out
