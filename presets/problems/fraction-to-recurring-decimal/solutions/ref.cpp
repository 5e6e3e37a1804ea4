class Solution {
public:
    string fractionToDecimal(int numerator, int denominator) {
        if (numerator == 0) return "0";
        string out;
        if ((numerator < 0) != (denominator < 0)) out += '-';
        long long num = llabs((long long)numerator), den = llabs((long long)denominator);
        out += to_string(num / den);
        long long rem = num % den;
        if (rem == 0) return out;
        out += '.';
        unordered_map<long long, size_t> firstSeen;  // remainder -> position of its digit in out
        while (rem && !firstSeen.count(rem)) {
            firstSeen[rem] = out.size();
            rem *= 10;
            out += char('0' + rem / den);
            rem %= den;
        }
        if (rem) {
            out.insert(firstSeen[rem], "(");
            out += ')';
        }
        return out;
    }
};
