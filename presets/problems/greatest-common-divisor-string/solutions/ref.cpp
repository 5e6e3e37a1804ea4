class Solution {
public:
    string gcdOfStrings(string a, string b) {
        if (a + b != b + a) return "";
        return a.substr(0, std::gcd(a.size(), b.size()));
    }
};
