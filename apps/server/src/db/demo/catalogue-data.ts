/** The demo lab's catalogue: categories and component types with real-looking texts. */
import type { IllustrationKind } from './illustrations.js';

export const demoCategories = [
  'Microcontrollers',
  'Sensors',
  'Passive components',
  'Power',
  'Instruments',
  'Displays',
  'Motors and actuators',
  'Communication',
  'Cables and connectors',
] as const;

type CategoryName = (typeof demoCategories)[number];

export interface DemoComponentType {
  name: string;
  info: string;
  categories: CategoryName[];
  location: string;
  manufacturer?: string;
  datasheet?: string;
  wikiLink?: string;
  adminComment?: string;
  illustration: IllustrationKind;
  colour: string;
  /** How many physical components the lab owns. */
  count: number;
  /** Every component out on loan or reserved: shows on the Admin's fully-booked statistics. */
  fullyBooked?: boolean;
}

export const demoComponentTypes: DemoComponentType[] = [
  { name: 'Arduino Uno R3', info: 'ATmega328P board with 14 digital I/O pins, 6 analog inputs, USB-B and a 16 MHz crystal. The standard board for first projects.', categories: ['Microcontrollers'], location: 'Shelf A1', manufacturer: 'Arduino', datasheet: 'https://docs.arduino.cc/resources/datasheets/A000066-datasheet.pdf', wikiLink: 'https://en.wikipedia.org/wiki/Arduino_Uno', illustration: 'board', colour: '#1b7f8c', count: 12 },
  { name: 'Arduino Nano Every', info: 'Compact ATmega4809 board for breadboards: 5 V logic, 20 MHz, micro-USB.', categories: ['Microcontrollers'], location: 'Shelf A1', manufacturer: 'Arduino', illustration: 'board', colour: '#12707c', count: 8 },
  { name: 'Raspberry Pi 4 Model B (4 GB)', info: 'Quad-core Cortex-A72 single-board computer with 4 GB RAM, dual micro-HDMI, gigabit Ethernet, Wi-Fi and Bluetooth. Comes with a 15 W USB-C supply.', categories: ['Microcontrollers'], location: 'Cabinet B2', manufacturer: 'Raspberry Pi Ltd', wikiLink: 'https://en.wikipedia.org/wiki/Raspberry_Pi', adminComment: 'Return with the power supply and the SD card.', illustration: 'board', colour: '#2e7d32', count: 6 },
  { name: 'Raspberry Pi Pico W', info: 'RP2040 dual-core microcontroller board with 2.4 GHz Wi-Fi. Programmable in MicroPython or C/C++.', categories: ['Microcontrollers', 'Communication'], location: 'Shelf A2', manufacturer: 'Raspberry Pi Ltd', illustration: 'board', colour: '#388e3c', count: 10 },
  { name: 'ESP32-DevKitC', info: 'ESP32-WROOM-32 development board: dual-core 240 MHz, Wi-Fi and Bluetooth LE, 34 GPIO.', categories: ['Microcontrollers', 'Communication'], location: 'Shelf A2', manufacturer: 'Espressif', datasheet: 'https://www.espressif.com/sites/default/files/documentation/esp32_datasheet_en.pdf', illustration: 'module', colour: '#263238', count: 10 },
  { name: 'STM32 Nucleo-F401RE', info: 'Cortex-M4 development board with an on-board ST-LINK debugger and Arduino-compatible headers.', categories: ['Microcontrollers'], location: 'Shelf A3', manufacturer: 'STMicroelectronics', illustration: 'board', colour: '#f5f5f5', count: 5 },
  { name: 'BME280 environment sensor', info: 'Temperature, humidity and barometric pressure on one I²C/SPI breakout board. 3.3 V.', categories: ['Sensors'], location: 'Drawer C1', manufacturer: 'Bosch Sensortec', datasheet: 'https://www.bosch-sensortec.com/products/environmental-sensors/humidity-sensors-bme280/', illustration: 'sensor', colour: '#6a1b9a', count: 8 },
  { name: 'HC-SR04 ultrasonic distance sensor', info: 'Measures distance from 2 cm to 4 m with 40 kHz ultrasound. 5 V trigger/echo interface.', categories: ['Sensors'], location: 'Drawer C1', illustration: 'sensor', colour: '#1565c0', count: 10 },
  { name: 'MPU-6050 accelerometer and gyroscope', info: '6-axis motion tracking on an I²C breakout: 3-axis accelerometer and 3-axis gyroscope with a digital motion processor.', categories: ['Sensors'], location: 'Drawer C2', manufacturer: 'TDK InvenSense', illustration: 'sensor', colour: '#0d47a1', count: 6 },
  { name: 'PIR motion sensor HC-SR501', info: 'Passive infrared motion detector with adjustable sensitivity and hold time.', categories: ['Sensors'], location: 'Drawer C2', illustration: 'sensor', colour: '#2e7d32', count: 6 },
  { name: 'DS18B20 waterproof temperature probe', info: 'One-wire digital thermometer in a stainless steel tube with 1 m cable. −55 °C to +125 °C.', categories: ['Sensors', 'Cables and connectors'], location: 'Drawer C3', manufacturer: 'Analog Devices', illustration: 'cable', colour: '#455a64', count: 8 },
  { name: 'Resistor kit E12 (600 pcs)', info: '1/4 W metal film resistors, 30 values from 10 Ω to 1 MΩ, 20 of each, in a labelled box.', categories: ['Passive components'], location: 'Drawer D1', illustration: 'resistor', colour: '#d7b98e', count: 6 },
  { name: 'Ceramic capacitor kit', info: '300 ceramic capacitors from 10 pF to 100 nF in a sorted box.', categories: ['Passive components'], location: 'Drawer D1', illustration: 'capacitor', colour: '#ef6c00', count: 4 },
  { name: 'Electrolytic capacitor kit', info: '120 aluminium electrolytic capacitors, 1 µF to 470 µF, 16–50 V.', categories: ['Passive components'], location: 'Drawer D2', illustration: 'capacitor', colour: '#1a237e', count: 4 },
  { name: 'Breadboard 830 points', info: 'Solderless breadboard with two power rails on each side and an adhesive back.', categories: ['Passive components', 'Cables and connectors'], location: 'Shelf A4', illustration: 'breadboard', colour: '#eceff1', count: 20 },
  { name: 'Bench power supply 0–30 V / 5 A', info: 'Linear laboratory power supply with constant voltage and constant current modes and a 4-digit display.', categories: ['Power', 'Instruments'], location: 'Bench E1', manufacturer: 'Korad', adminComment: 'Not to leave the lab.', illustration: 'instrument', colour: '#37474f', count: 4 },
  { name: 'LiPo battery 3.7 V 2000 mAh', info: 'Single-cell lithium polymer battery with JST-PH connector and protection circuit.', categories: ['Power'], location: 'Fire cabinet F1', adminComment: 'Charge only with the lab chargers.', illustration: 'battery', colour: '#0277bd', count: 8 },
  { name: 'USB-C PD trigger board', info: 'Negotiates 5, 9, 12, 15 or 20 V from a USB-C power delivery charger.', categories: ['Power'], location: 'Drawer D3', illustration: 'module', colour: '#4527a0', count: 6 },
  { name: 'Digital multimeter', info: 'True-RMS handheld multimeter: voltage, current, resistance, capacitance, frequency and continuity.', categories: ['Instruments'], location: 'Cabinet B1', manufacturer: 'Fluke', illustration: 'multimeter', colour: '#f9a825', count: 8 },
  { name: 'Digital oscilloscope 100 MHz', info: 'Two-channel 100 MHz digital storage oscilloscope with 1 GS/s sampling and USB export.', categories: ['Instruments'], location: 'Bench E2', manufacturer: 'Rigol', adminComment: 'Borrow with the probes in the bag.', illustration: 'instrument', colour: '#263238', count: 3, fullyBooked: true },
  { name: 'Logic analyser 8 channels', info: '24 MHz, 8-channel USB logic analyser for I²C, SPI, UART and more with PulseView.', categories: ['Instruments'], location: 'Cabinet B1', illustration: 'module', colour: '#212121', count: 5 },
  { name: 'Soldering station', info: 'Temperature-controlled 60 W soldering station with stand and brass sponge.', categories: ['Instruments'], location: 'Bench E3', manufacturer: 'Weller', illustration: 'instrument', colour: '#c62828', count: 6 },
  { name: 'OLED display 0.96" I²C', info: '128×64 monochrome OLED display with SSD1306 driver on an I²C breakout.', categories: ['Displays'], location: 'Drawer C4', illustration: 'display', colour: '#0d47a1', count: 10 },
  { name: 'LCD 16×2 with I²C backpack', info: 'Character LCD with blue backlight and a PCF8574 I²C adapter.', categories: ['Displays'], location: 'Drawer C4', illustration: 'display', colour: '#1e88e5', count: 8 },
  { name: 'WS2812B LED strip 1 m', info: '60 individually addressable RGB LEDs per metre, 5 V.', categories: ['Displays'], location: 'Drawer C5', illustration: 'led', colour: '#e91e63', count: 6 },
  { name: 'SG90 micro servo', info: '9 g micro servo, 180° rotation, 1.8 kg·cm torque at 4.8 V.', categories: ['Motors and actuators'], location: 'Drawer G1', manufacturer: 'TowerPro', illustration: 'motor', colour: '#1565c0', count: 12 },
  { name: 'NEMA 17 stepper motor', info: '1.8° bipolar stepper motor, 0.4 N·m holding torque, with 1 m cable.', categories: ['Motors and actuators'], location: 'Drawer G2', illustration: 'motor', colour: '#424242', count: 6, fullyBooked: true },
  { name: 'L298N dual H-bridge driver', info: 'Drives two DC motors or one stepper up to 2 A per channel.', categories: ['Motors and actuators', 'Power'], location: 'Drawer G2', illustration: 'module', colour: '#b71c1c', count: 6 },
  { name: 'nRF24L01+ radio module', info: '2.4 GHz transceiver with SPI interface, up to 2 Mbit/s.', categories: ['Communication'], location: 'Drawer C6', manufacturer: 'Nordic Semiconductor', illustration: 'module', colour: '#1b5e20', count: 8 },
  { name: 'Jumper wire set', info: '120 Dupont jumper wires: male–male, male–female and female–female, 20 cm.', categories: ['Cables and connectors'], location: 'Shelf A4', illustration: 'cable', colour: '#ff7043', count: 15 },
  { name: 'USB-C to USB-A cable 1 m', info: 'USB 2.0 data and charging cable.', categories: ['Cables and connectors'], location: 'Shelf A5', illustration: 'cable', colour: '#546e7a', count: 10 },
];
