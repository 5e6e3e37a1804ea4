def asteroid_collision(asteroids):
    st = []
    for a in asteroids:
        # Resolves only one collision per incoming asteroid (if instead of while).
        if a < 0 and st and st[-1] > 0:
            if st[-1] < -a:
                st.pop()
                st.append(a)
            elif st[-1] == -a:
                st.pop()
            continue
        st.append(a)
    return st
