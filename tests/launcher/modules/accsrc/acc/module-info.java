module acc { requires lib; }
