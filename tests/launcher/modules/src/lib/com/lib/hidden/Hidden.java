package com.lib.hidden;
public class Hidden { private int x = 7; public Hidden() {} public static String h() { return "hidden h()"; } }
