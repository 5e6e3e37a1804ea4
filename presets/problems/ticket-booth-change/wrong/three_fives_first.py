def can_give_change(bills):
    fives = tens = 0
    for b in bills:
        if b == 5:
            fives += 1
        elif b == 10:
            if fives == 0:
                return False
            fives -= 1
            tens += 1
        else:
            if fives >= 3:  # spends the versatile 5s first
                fives -= 3
            elif tens > 0 and fives > 0:
                tens -= 1
                fives -= 1
            else:
                return False
    return True
