def convert_to_title(column):
    letters = []
    while column > 0:  # A = 0, as if it were ordinary base 26
        letters.append(chr(ord("A") + column % 26))
        column //= 26
    return "".join(reversed(letters))
