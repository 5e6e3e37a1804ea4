def find_judge(n, trust):
    for person in range(1, n + 1):
        trusts_someone = any(a == person for a, _ in trust)  # O(m) per person: O(n · m)
        trusted_by = sum(1 for _, b in trust if b == person)
        if not trusts_someone and trusted_by == n - 1:
            return person
    return -1
