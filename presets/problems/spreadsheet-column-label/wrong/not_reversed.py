def convert_to_title(column):
    letters = []
    while column > 0:
        column -= 1
        letters.append(chr(ord("A") + column % 26))
        column //= 26
    return "".join(letters)  # lowest letter first
