import math


def isqrt(x):
    return int(round(math.sqrt(x))) if x else 0
