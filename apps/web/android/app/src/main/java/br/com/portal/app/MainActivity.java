package br.com.portal.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
