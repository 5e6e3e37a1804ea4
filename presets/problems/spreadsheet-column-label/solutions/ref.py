def convert_to_title(column):
    letters = []
    while column > 0:
        column -= 1  # digits run 1..26, so shift to 0..25 before dividing
        letters.append(chr(ord("A") + column % 26))
        column //= 26
    return "".join(reversed(letters))
