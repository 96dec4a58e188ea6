/**
 * Common passwords of 10 characters or more (shorter ones are refused by length already), drawn from the most
 * frequent entries of public breached-password lists (SecLists "10-million-password-list-top-10000" and the
 * NCSC "100k most used" list), lower-cased. A password is refused when its lower-cased form is one of them.
 */
export const commonPasswords: ReadonlySet<string> = new Set([
  '1234567890', '0123456789', '0987654321', '9876543210', '12345678910', '123456789a', '123456789q', 'a123456789',
  'q123456789', '1234567890q', '1234qwerty', 'qwerty1234', 'qwertyuiop', 'qwertyuiop1', 'qwertyuiop123', '1q2w3e4r5t',
  '1q2w3e4r5t6y', 'q1w2e3r4t5', 'q1w2e3r4t5y6', 'zaq12wsxcde3', '1qaz2wsx3edc', 'qazwsxedcrfv', 'zxcvbnm123',
  'asdfghjkl1', 'asdfghjkl123', 'password12', 'password123', 'password1234', 'password12345', 'password1!',
  'password01', 'passw0rd123', 'p@ssw0rd123', 'p@ssword123', 'passwordpassword', 'mypassword', 'mypassword1',
  'iloveyou12', 'iloveyou123', 'iloveyou1234', 'football123', 'baseball123', 'superman123', 'princess123',
  'sunshine123', 'starwars123', 'whatever123', 'trustno1234', 'welcome123', 'welcome1234', 'letmein123',
  'letmein1234', 'administrator', 'admin12345', 'admin123456', 'changeme123', 'default123', 'secret1234',
  'computer123', 'internet123', 'monkey12345', 'dragon12345', 'michael123', 'charlie123', 'jennifer123',
  'jordan2323', 'abcdefghij', 'abcdefg123', 'abc1234567', 'abcd123456', 'abcde12345', '1111111111', '2222222222',
  '0000000000', '1212121212', '1122334455', '1357924680', '5555555555', '7777777777', '9999999999', '123123123123',
  '1231231234', '12341234', '1234512345', '123456123456', '1234567890a', 'aaaaaaaaaa', 'qqqqqqqqqq',
  'qwerty123456', 'qwertyqwerty', 'asdasdasdasd', 'q1w2e3r4t5y6u7', 'mandala123', 'humandesign', 'humandesign1',
  'humandesign123', 'bodygraph123', 'login12345', 'master12345', 'shadow12345', 'killer12345', 'soccer12345',
  'hello12345', 'hellohello', 'freedom123', 'access1234', 'batman1234', 'pokemon123', 'samsung123', 'google1234',
  'facebook123', 'linkedin123', 'chocolate1', 'liverpool1', 'liverpool123', 'elizabeth1', 'basketball',
  'basketball1', 'christopher', 'blink182182', 'manchester', 'chelsea123', 'arsenal123', 'summer2024',
  'summer2025', 'summer2026', 'winter2025', 'winter2026', 'spring2026', 'autumn2026', 'january2026',
]);
