def word_break(s, word_dict):
    words = set(word_dict)
    i = 0
    while i < len(s):
        for j in range(min(len(s), i + 20), i, -1):  # wrong: always takes the longest word
            if s[i:j] in words:
                i = j
                break
        else:
            return False
    return True
