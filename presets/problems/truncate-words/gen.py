"""A text of about n characters: short words from a tiny alphabet separated by one to three
spaces (so cuts land on word ends, inside runs of spaces and inside words), and a max_len around
the text's length."""


def generate(n, rng):
    words = []
    length = 0
    while length < max(1, n):
        w = "".join(rng.choice("ab") for _ in range(rng.randint(1, 6)))
        words.append(w)
        length += len(w) + 1
    text = words[0]
    for w in words[1:]:
        text += " " * rng.choice([1, 1, 1, 2, 3]) + w
    max_len = rng.randint(3, len(text) + 2)
    return [text, max_len]


def valid(args):
    text, max_len = args
    return (
        type(text) is str
        and type(max_len) is int
        and 1 <= len(text) <= 10**5
        and 3 <= max_len <= 10**5
        and all(" " <= c <= "~" for c in text)
        and text == text.strip(" ")
    )
