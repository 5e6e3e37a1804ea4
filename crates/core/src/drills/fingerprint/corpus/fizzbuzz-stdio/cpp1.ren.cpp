#include <iostream>
using namespace std;

// classic fizzbuzz
int main() {
    int limit;
    cin >> limit;
    for (int k = 1; k <= limit; k++) {
        if (k % 15 == 0) cout << "FizzBuzz\n";   /* fifteen */
        else if (k % 3 == 0) cout << "Fizz\n";
        else if (k % 5 == 0) cout << "Buzz\n";
        else cout << k << "\n";
    }
    return 0;
}
