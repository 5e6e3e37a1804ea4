KEYS = {"2": "abc", "3": "def", "4": "ghi", "5": "jkl", "6": "mno", "7": "pqrs", "8": "tuv", "9": "wxyz"}


def letter_combinations(digits):
    if not digits:
        return []
    out = []
    picked = []

    def spell(i):
        if i == len(digits):
            out.append("".join(picked))
            return
        for letter in KEYS[digits[i]]:
            picked.append(letter)
            spell(i + 1)
            picked.pop()

    spell(0)
    return out
