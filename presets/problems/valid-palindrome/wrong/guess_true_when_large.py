def is_palindrome(s):
    # Answers large inputs from their size alone; small ones properly.
    if len(s) > 1000:
        return True
    kept = [c.lower() for c in s if c.isalnum()]
    return kept == kept[::-1]
