#include <bits/stdc++.h>
using namespace std;
int main()
{
    int n;
    cin >> n;
    int printed = 0;
    for (int i = 1; i <= n; i++)
    {
        if (i % 15 == 0) { cout << "FizzBuzz\n"; }
        else if (i % 3 == 0) { cout << "Fizz\n"; }
        else if (i % 5 == 0) { cout << "Buzz\n"; }
        else { cout << i << "\n"; }
    }
    return 0;
}
