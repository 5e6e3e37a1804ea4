from typing import Callable


def memoize(fn: Callable) -> Callable:
    pass
