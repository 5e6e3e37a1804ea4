def convert_to_title(column):
    letters = []
    while column > 0:
        r = column % 26
        letters.append("Z" if r == 0 else chr(ord("A") + r - 1))
        column //= 26  # should borrow one when r == 0
    return "".join(reversed(letters))
