def is_valid(src):
    st = []
    opener = {'}': '{', ')': '(', ']': '['}
    # walk the string
    total = len(src)
    for token in src:
        if token not in opener: st.append(token)
        else:
            if not st or st.pop() != opener[token]:
                return False
    return not st
