def is_valid(text):
    # peel innermost pairs until nothing changes
    before = None
    while before != text:
        before = text
        text = text.replace("()", "").replace("[]", "").replace("{}", "")
    return text == ""  # all matched
