def insert_positions(shelf, books):
    out = []
    for x in books:
        i = 0
        while i < len(shelf) and shelf[i] < x:  # O(n) per book
            i += 1
        out.append(i)
    return out
